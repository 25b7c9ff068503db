export const logVerbosityLevels = {
  default: /** @type {'default'} */ ('default'),
  silent: /** @type {'silent'} */ ('silent'),
  verbose: /** @type {'verbose'} */ ('verbose'),
};
