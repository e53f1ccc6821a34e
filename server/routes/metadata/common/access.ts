/**
 * Resources of the design menu (migration 0002) that guard model writes. Reads only need a session: the
 * page designer and runtime pages read models to bind widgets. Units have no menu entry of their own and
 * go with the templates that use them; networks belong to the factory tree.
 */
export const RESOURCE = {
  templates: 'object-template',
  objects: 'object-instance',
  features: 'feature-set-mgr',
  labelTypes: 'modelLabelType',
  labels: 'modelLabel',
  datastructs: 'data-struct-mgr',
  units: 'object-template',
  networks: 'factory-modeling-tree',
  organizations: 'organizations',
  staff: 'staff',
} as const

export const canWrite = (resource: string) => ({ access: { resource } }) as const
export const READ = { access: 'session' } as const
