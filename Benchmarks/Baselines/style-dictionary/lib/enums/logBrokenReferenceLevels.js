export const logBrokenReferenceLevels = {
  throw: /** @type {'throw'} */ ('throw'),
  console: /** @type {'console'} */ ('console'),
};
