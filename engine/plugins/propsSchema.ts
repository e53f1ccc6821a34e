/**
 * A plugin's props schema: ONE declaration gives a widget's defaults, its validation, the fields of the
 * property inspector and the props that may be bound to live data. Validation lives in `propsValidation.ts`.
 */
import type { MessageDescriptor } from '../messages.ts'

/** Inspector section a field appears in; the app knows 'basic', 'style' and 'data', plugins may add more. */
export type InspectorGroup = 'basic' | 'style' | 'data' | (string & {})

/** The group of a field that names none. */
export const DEFAULT_INSPECTOR_GROUP: InspectorGroup = 'basic'

/** What every field kind declares; `T` is the type of the prop's value. */
export interface FieldBase<T> {
  label: MessageDescriptor
  /** Value of a freshly placed widget; it must pass the field's own validation. */
  default: T
  group?: InspectorGroup
  /** Empty text, an empty list or a missing value is an error. */
  required?: boolean
  /** The prop can be bound to a live object property (`objName.propName`) at runtime. */
  bindable?: boolean
  /**
   * The object property types a binding of this prop may point at (a gauge needs a number); any type
   * when omitted. The designer's binding editor offers only these and flags bindings that no longer fit.
   */
  bindTypes?: readonly BoundPropertyType[]
  /**
   * The widget shows nothing of use until this prop is bound (a gauge's value, a pump's state): the
   * designer lists an unbound one as a problem. A function decides from the widget's props (a chart
   * whose source is 'static' needs no binding).
   */
  bindRequired?: boolean | ((props: Readonly<Record<string, unknown>>) => boolean)
  /** Longer help shown by the inspector. */
  description?: MessageDescriptor
}

/** Text. `pattern` must match the whole value, as in HTML's `pattern` attribute; '' skips it. */
export interface StringField extends FieldBase<string> {
  kind: 'string'
  /** Counted in characters (code points), so one emoji or one Chinese character counts once. */
  maxLength?: number
  multiline?: boolean
  pattern?: string
  /**
   * An address of a file of this kind: the inspector offers the application's files of the kind beside
   * the text box (the file manager's picker, as image fields have it).
   */
  resource?: 'video'
  /**
   * The default as words a designer reads ('Label'), placed in the designer's language; `default` must
   * be its English message, kept for whatever has no language (validation, the server).
   */
  defaultText?: MessageDescriptor
}

/** A finite number. `step` and `unit` only guide the inspector's editor. */
export interface NumberField extends FieldBase<number> {
  kind: 'number'
  min?: number
  max?: number
  step?: number
  integer?: boolean
  unit?: string
  /**
   * Values the inspector offers in a drop-down list while any other value within min..max may still be
   * typed (spec S1 §5: the font-size list offers 8 to 72, free entry goes from 1 to 409).
   */
  suggestions?: readonly number[]
  /** Said when the value is outside min..max, in place of the generic "too small / too large". */
  rangeMessage?: MessageDescriptor
}

/** A yes/no switch. */
export interface BooleanField extends FieldBase<boolean> {
  kind: 'boolean'
}

/** A CSS colour ('#rrggbb', 'rgba(...)', a colour keyword); '' means no colour. */
export interface ColorField extends FieldBase<string> {
  kind: 'color'
  /**
   * The colour of text ink: left at its default, it follows the runtime's theme (light ink on the dark
   * control-room look), so a label stays readable; a colour the designer chose is kept.
   */
  ink?: boolean
}

/** One choice of an enum field. */
export interface EnumOption<V extends string | number = string | number> {
  value: V
  label: MessageDescriptor
}

/** One value out of a fixed list of options; values compare strictly ('1' is not 1). */
export interface EnumField<V extends string | number = string | number> extends FieldBase<V> {
  kind: 'enum'
  options: readonly EnumOption<V>[]
}

/** A free structured value (chart series configuration, table columns as JSON and such). */
export interface JsonField<T = unknown> extends FieldBase<T> {
  kind: 'json'
}

/** An image URL: relative, http(s), blob: or data:image/; '' means no image. */
export interface ImageField extends FieldBase<string> {
  kind: 'image'
}

/** The id of a page of the app; '' means none. Whether the page exists is checked with the app's pages. */
export interface PageRefField extends FieldBase<string> {
  kind: 'pageRef'
}

/** The id of a workflow diagram of the app (its published process); 0 means none. */
export interface ProcessRefField extends FieldBase<number> {
  kind: 'processRef'
}

/** A list of records that each follow the nested `item` schema (table columns, chart series). */
export interface ListField<I extends PropsSchema = PropsSchema> extends FieldBase<PropsOf<I>[]> {
  kind: 'list'
  item: I
  minItems?: number
  maxItems?: number
}

/** Any field of a props schema, discriminated on `kind`. */
export type PropField =
  | StringField
  | NumberField
  | BooleanField
  | ColorField
  | EnumField
  | JsonField
  | ImageField
  | PageRefField
  | ProcessRefField
  | ListField

/** A field kind name. */
export type PropFieldKind = PropField['kind']

/** An ordered record of fields; declaration order is the inspector's order. */
export type PropsSchema = Record<string, PropField>

/** The type of one field's value. */
export type FieldValue<F extends PropField> = F['default']

/** The props object a schema describes, e.g. `{ title: string; value: number }`. */
export type PropsOf<S extends PropsSchema> = { -readonly [K in keyof S]: FieldValue<S[K]> }

/** What a builder takes: the field without its `kind`. */
export type FieldSpec<F extends PropField> = Omit<F, 'kind'>

/**
 * Builders, one per field kind, so that a schema reads as a list of fields and infers its props type:
 * `{ title: field.string({ label, default: '' }), value: field.number({ label, default: 0 }) }`.
 */
export const field = {
  string: (spec: FieldSpec<StringField>): StringField => ({ kind: 'string', ...spec }),
  number: (spec: FieldSpec<NumberField>): NumberField => ({ kind: 'number', ...spec }),
  boolean: (spec: FieldSpec<BooleanField>): BooleanField => ({ kind: 'boolean', ...spec }),
  color: (spec: FieldSpec<ColorField>): ColorField => ({ kind: 'color', ...spec }),
  image: (spec: FieldSpec<ImageField>): ImageField => ({ kind: 'image', ...spec }),
  pageRef: (spec: FieldSpec<PageRefField>): PageRefField => ({ kind: 'pageRef', ...spec }),
  processRef: (spec: FieldSpec<ProcessRefField>): ProcessRefField => ({ kind: 'processRef', ...spec }),
  /** Option values are inferred as literals, so the prop's type is their union. */
  enum: <const O extends readonly EnumOption[]>(
    spec: Omit<FieldSpec<EnumField<O[number]['value']>>, 'options'> & { options: O },
  ): EnumField<O[number]['value']> => ({ kind: 'enum', ...spec }),
  /** Pass the value type explicitly when the default does not show it: `field.json<Series[]>(...)`. */
  json: <T>(spec: FieldSpec<JsonField<T>>): JsonField<T> => ({ kind: 'json', ...spec }),
  list: <I extends PropsSchema>(
    spec: Omit<FieldSpec<ListField<I>>, 'default'> & { default: NoInfer<PropsOf<I>>[] },
  ): ListField<I> => ({ kind: 'list', ...spec }),
}

/** Words a descriptor in the caller's language (lingui's `i18n._` in the app). */
export type Translate = (descriptor: MessageDescriptor) => string

/**
 * A fresh props object holding every field's default; defaults are copied, never shared between widgets.
 * With `translate`, text defaults that have words (`defaultText`) come in the caller's language.
 */
export function defaultProps<S extends PropsSchema>(schema: S, translate?: Translate): PropsOf<S> {
  const props: Record<string, unknown> = {}
  for (const [key, f] of Object.entries(schema)) {
    const words = translate && f.kind === 'string' ? f.defaultText : undefined
    props[key] = words ? translate?.(words) || f.default : copyValue(f.default)
  }
  return props as PropsOf<S>
}

/**
 * Fills every missing field (also inside list items) with its default. Never drops or changes a value that
 * is present, valid or not, and keeps keys the schema does not know: they may belong to a newer plugin
 * version or to a designer that stored extra data. The input is not mutated.
 */
export function normaliseProps<S extends PropsSchema>(
  schema: S,
  props: Record<string, unknown>,
): PropsOf<S> & Record<string, unknown> {
  const result: Record<string, unknown> = { ...props }
  for (const [key, f] of Object.entries(schema)) {
    const value = props[key]
    if (value === undefined) result[key] = copyValue(f.default)
    else if (f.kind === 'list' && Array.isArray(value))
      result[key] = value.map((item) => normaliseItem(f, item))
  }
  return result as PropsOf<S> & Record<string, unknown>
}

function normaliseItem(list: ListField, item: unknown): unknown {
  return isPlainObject(item) ? normaliseProps(list.item, item) : item
}

/** One row of the generated property inspector. */
export interface InspectorField {
  key: string
  field: PropField
  group: InspectorGroup
}

/** The inspector's fields in declaration order, each with its group resolved. */
export function inspectorFields(schema: PropsSchema): InspectorField[] {
  return Object.entries(schema).map(([key, f]) => ({
    key,
    field: f,
    group: f.group ?? DEFAULT_INSPECTOR_GROUP,
  }))
}

/** The data types of object properties (server/routes/metadata/README.md), as bindings see them. */
export type BoundPropertyType = 'int' | 'long' | 'float' | 'double' | 'bool' | 'string' | 'datetime' | 'json'

/** The numeric property types: what a gauge, a chart value or a flow rate can show. */
export const NUMERIC_BOUND_TYPES: readonly BoundPropertyType[] = ['int', 'long', 'float', 'double']

/** Whether a widget with `props` must have this prop bound to show anything of use. */
export function needsBinding(
  field: Pick<FieldBase<unknown>, 'bindRequired'>,
  props: Readonly<Record<string, unknown>>,
): boolean {
  return typeof field.bindRequired === 'function' ? field.bindRequired(props) : field.bindRequired === true
}

/** Whether a prop declared with `field` may be bound to a property of `type`. */
export function acceptsBoundType(field: Pick<FieldBase<unknown>, 'bindTypes'>, type: string): boolean {
  return !field.bindTypes || (field.bindTypes as readonly string[]).includes(type)
}

/** Keys of the props that may be bound to live data, in declaration order. */
export function bindableProps(schema: PropsSchema): string[] {
  return Object.entries(schema)
    .filter(([, f]) => f.bindable === true)
    .map(([key]) => key)
}

/** True for `{}`-style records (not arrays, dates, class instances); props and list items are such records. */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false
  const proto = Object.getPrototypeOf(value)
  return proto === Object.prototype || proto === null
}

function copyValue<T>(value: T): T {
  return typeof value === 'object' && value !== null ? structuredClone(value) : value
}
