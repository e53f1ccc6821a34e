import type { G2Spec } from '@antv/g2'

/**
 * `spec` with animation off at every level: the view, its marks, and the marks of nested views (an SPC
 * chart's two views). A live update never animates; a mark left on its default would morph on every
 * update and hold the render (and the render queue's turn) open for the animation's length.
 */
export function withoutAnimation(spec: G2Spec): G2Spec {
  const children = (spec as { children?: G2Spec[] }).children
  return {
    ...spec,
    animate: false,
    ...(children ? { children: children.map(withoutAnimation) } : {}),
  } as G2Spec
}
