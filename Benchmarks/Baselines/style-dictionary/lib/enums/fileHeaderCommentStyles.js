export const fileHeaderCommentStyles = {
  short: /** @type {'short'} */ ('short'),
  long: /** @type {'long'} */ ('long'),
  xml: /** @type {'xml'} */ ('xml'),
};
