export const actions = {
  androidCopyImages: /** @type {'android/copyImages'} */ ('android/copyImages'),
  copyAssets: /** @type {'copy_assets'} */ ('copy_assets'),
};
