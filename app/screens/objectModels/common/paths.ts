/** The object-model screens' routes (spec S0 §2 /design/object-template-mgr/:path children). */
export const TEMPLATES_PATH = '/design/object-template-mgr/object-template'
export const INSTANCES_PATH = '/design/object-template-mgr/object-instance'

export const templateEditorPath = (name: string) => `${TEMPLATES_PATH}/${encodeURIComponent(name)}`
export const instanceEditorPath = (name: string) => `${INSTANCES_PATH}/${encodeURIComponent(name)}`
