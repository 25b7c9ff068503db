export const propertyFormatNames = {
  css: /** @type {'css'} */ ('css'),
  sass: /** @type {'sass'} */ ('sass'),
  less: /** @type {'less'} */ ('less'),
  stylus: /** @type {'stylus'} */ ('stylus'),
};
