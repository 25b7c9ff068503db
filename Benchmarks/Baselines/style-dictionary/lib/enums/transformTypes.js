export const transformTypes = {
  attribute: /** @type {'attribute'} */ ('attribute'),
  name: /** @type {'name'} */ ('name'),
  value: /** @type {'value'} */ ('value'),
};
