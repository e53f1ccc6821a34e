/** The model catalogue's screens (spec S0 §2 object-template-mgr). */
export const LABELS_ALL = 'all'
export const labelsPath = (labelType: string) =>
  `/design/object-template-mgr/modelLabel/${encodeURIComponent(labelType)}`
