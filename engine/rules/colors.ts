/**
 * CSS colour values as the app's colour pickers and alarm colour setup store them: hex (#rgb, #rgba,
 * #rrggbb, #rrggbbaa), rgb()/rgba(), hsl()/hsla() (comma or space separated, optional alpha) and the CSS
 * named colours, case-insensitively. Anything else (an unknown word, a url(), an expression) is refused.
 */

const NAMED_COLORS = new Set(
  (
    'aliceblue antiquewhite aqua aquamarine azure beige bisque black blanchedalmond blue blueviolet brown ' +
    'burlywood cadetblue chartreuse chocolate coral cornflowerblue cornsilk crimson cyan darkblue darkcyan ' +
    'darkgoldenrod darkgray darkgreen darkgrey darkkhaki darkmagenta darkolivegreen darkorange darkorchid ' +
    'darkred darksalmon darkseagreen darkslateblue darkslategray darkslategrey darkturquoise darkviolet ' +
    'deeppink deepskyblue dimgray dimgrey dodgerblue firebrick floralwhite forestgreen fuchsia gainsboro ' +
    'ghostwhite gold goldenrod gray green greenyellow grey honeydew hotpink indianred indigo ivory khaki ' +
    'lavender lavenderblush lawngreen lemonchiffon lightblue lightcoral lightcyan lightgoldenrodyellow ' +
    'lightgray lightgreen lightgrey lightpink lightsalmon lightseagreen lightskyblue lightslategray ' +
    'lightslategrey lightsteelblue lightyellow lime limegreen linen magenta maroon mediumaquamarine ' +
    'mediumblue mediumorchid mediumpurple mediumseagreen mediumslateblue mediumspringgreen mediumturquoise ' +
    'mediumvioletred midnightblue mintcream mistyrose moccasin navajowhite navy oldlace olive olivedrab ' +
    'orange orangered orchid palegoldenrod palegreen paleturquoise palevioletred papayawhip peachpuff peru ' +
    'pink plum powderblue purple rebeccapurple red rosybrown royalblue saddlebrown salmon sandybrown ' +
    'seagreen seashell sienna silver skyblue slateblue slategray slategrey snow springgreen steelblue tan ' +
    'teal thistle tomato turquoise violet wheat white whitesmoke yellow yellowgreen transparent'
  ).split(' '),
)

const HEX = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i
const NUMBER = '[+-]?(?:\\d+(?:\\.\\d+)?|\\.\\d+)'
const FUNCTION = /^(rgba?|hsla?)\(\s*(.*?)\s*\)$/i
const COMPONENT = new RegExp(`^(${NUMBER})(%|deg)?$`, 'i')

interface Component {
  value: number
  unit: string
}

function parseComponents(body: string): Component[] | null {
  // "r, g, b[, a]" or "r g b[ / a]"
  const parts = body.includes(',')
    ? body.split(',').map((part) => part.trim())
    : body
        .replace(/\s*\/\s*/, ' / ')
        .split(/\s+/)
        .filter((part) => part !== '/')
  const components: Component[] = []
  for (const part of parts) {
    const match = COMPONENT.exec(part)
    if (!match) return null
    components.push({ value: Number(match[1]), unit: (match[2] ?? '').toLowerCase() })
  }
  return components
}

function inRange(component: Component | undefined, max: number): boolean {
  if (component === undefined) return false
  const limit = component.unit === '%' ? 100 : max
  return component.value >= 0 && component.value <= limit
}

function isAlpha(component: Component | undefined): boolean {
  return component === undefined || inRange(component, 1)
}

/** Whether `value` is a CSS colour the product accepts. */
export function isColor(value: unknown): boolean {
  if (typeof value !== 'string') return false
  const text = value.trim()
  if (HEX.test(text)) return true
  if (NAMED_COLORS.has(text.toLowerCase())) return true
  const match = FUNCTION.exec(text)
  if (!match) return false
  const components = parseComponents(match[2] ?? '')
  if (components === null || components.length < 3 || components.length > 4) return false
  const [first, second, third, alpha] = components
  if ((match[1] ?? '').toLowerCase().startsWith('rgb')) {
    const channels = [first, second, third]
    return channels.every((c) => c?.unit !== 'deg' && inRange(c, 255)) && isAlpha(alpha)
  }
  const hueOk = first !== undefined && first.unit !== '%'
  const percent = (c: Component | undefined) => c?.unit === '%' && inRange(c, 100)
  return hueOk && percent(second) && percent(third) && isAlpha(alpha)
}
