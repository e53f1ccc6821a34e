/** The image on the fabric layer, drawn by its painter (drawnShape.ts): both layers look the same. */
import { drawnShapeView } from '../shared/drawnShape.ts'
import type { Props } from './manifest.ts'
import painter from './paint.ts'

export default drawnShapeView<Props>(painter)
