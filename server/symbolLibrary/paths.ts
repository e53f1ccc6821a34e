/** SVG path builders the library's drawings share (symbol coordinates). */

/** A full circle as a path (two half arcs). */
export const circlePath = (cx: number, cy: number, r: number): string =>
  `M${cx - r} ${cy} A${r} ${r} 0 1 0 ${cx + r} ${cy} A${r} ${r} 0 1 0 ${cx - r} ${cy} Z`

/** An ellipse as a path. */
export const ellipsePath = (cx: number, cy: number, rx: number, ry: number): string =>
  `M${cx - rx} ${cy} A${rx} ${ry} 0 1 0 ${cx + rx} ${cy} A${rx} ${ry} 0 1 0 ${cx - rx} ${cy} Z`

/** A rectangle as a path. */
export const rectPath = (x: number, y: number, w: number, h: number): string =>
  `M${x} ${y} H${x + w} V${y + h} H${x} Z`

/** The ISA valve body: two triangles meeting at the centre of the box (flow left to right). */
export const bowtie = (x: number, y: number, w: number, h: number): string => {
  const cx = x + w / 2
  const cy = y + h / 2
  return `M${x} ${y} L${cx} ${cy} L${x} ${y + h} Z M${x + w} ${y} L${cx} ${cy} L${x + w} ${y + h} Z`
}

/** A vertical vessel with dished (elliptical) heads. */
export const vesselPath = (x: number, y: number, w: number, h: number, head: number): string =>
  `M${x} ${y + head} A${w / 2} ${head} 0 0 1 ${x + w} ${y + head} V${y + h - head} ` +
  `A${w / 2} ${head} 0 0 1 ${x} ${y + h - head} Z`

/** A horizontal vessel with dished heads left and right. */
export const drumPath = (x: number, y: number, w: number, h: number, head: number): string =>
  `M${x + head} ${y} H${x + w - head} A${head} ${h / 2} 0 0 1 ${x + w - head} ${y + h} ` +
  `H${x + head} A${head} ${h / 2} 0 0 1 ${x + head} ${y} Z`
