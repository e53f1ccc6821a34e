import type { OwnerKind } from '../common/owners.ts'

/** Where an owner's member routes hang: `/object_templates/:name` or `/objects/:objName`. */
export interface OwnerRoutes {
  kind: OwnerKind
  base: string
  /** The path parameter naming the owner. */
  param: string
  /** The resource that guards writes. */
  resource: string
}
