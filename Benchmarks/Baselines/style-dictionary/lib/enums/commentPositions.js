export const commentPositions = {
  above: /** @type {'above'} */ ('above'),
  inline: /** @type {'inline'} */ ('inline'),
};
