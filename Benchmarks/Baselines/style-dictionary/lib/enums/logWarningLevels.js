export const logWarningLevels = {
  warn: /** @type {'warn'} */ ('warn'),
  error: /** @type {'error'} */ ('error'),
  disabled: /** @type {'disabled'} */ ('disabled'),
};
