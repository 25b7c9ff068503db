export const commentStyles = {
  short: /** @type {'short'} */ ('short'),
  long: /** @type {'long'} */ ('long'),
  none: /** @type {'none'} */ ('none'),
};
