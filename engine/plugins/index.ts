/** The public API of widget plugins: the contract, props schemas, migrations and the registry. */
export {
  assertValidPlugin,
  defineManifest,
  definePlugin,
  definePluginOf,
  type EventSpec,
  type IconPaths,
  InvalidPluginError,
  type LoadKind,
  type PluginViews,
  type PropsMigration,
  type PropsRule,
  type ViewKind,
  type WidgetManifest,
  type WidgetPlugin,
} from './contract.ts'
export { type HitShape, hitsShape, polygonHit } from './hitShape.ts'
export { type MigrationFailure, type MigrationResult, migrateWidgetProps } from './migrations.ts'
export {
  PACKAGED_LOCALES,
  PACKAGED_MANIFEST_FORMAT,
  type PackagedManifest,
  type PackagedMessages,
  packManifest,
  unpackManifest,
} from './packagedManifest.ts'
export { describeMissingPlugin, type MissingPluginPlaceholder } from './placeholder.ts'
export {
  type BuiltinCategory,
  compareCategories,
  PLUGIN_CATEGORIES,
  type PluginCategory,
} from './pluginCategories.ts'
export { manifestProblems, pluginProblems } from './pluginCheck.ts'
export { pluginMessages, propsMessages } from './pluginMessages.ts'
export {
  acceptsBoundType,
  type BooleanField,
  type BoundPropertyType,
  bindableProps,
  type ColorField,
  DEFAULT_INSPECTOR_GROUP,
  defaultProps,
  type EnumField,
  type EnumOption,
  type FieldSpec,
  type FieldValue,
  field,
  type ImageField,
  type InspectorField,
  type InspectorGroup,
  inspectorFields,
  type JsonField,
  type ListField,
  NUMERIC_BOUND_TYPES,
  type NumberField,
  normaliseProps,
  type PageRefField,
  type PropField,
  type PropFieldKind,
  type PropsOf,
  type PropsSchema,
  type StringField,
  type Translate,
} from './propsSchema.ts'
export { type CoerceResult, coerceFieldValue, validateFieldValue, validateProps } from './propsValidation.ts'
export {
  createPluginRegistry,
  DuplicatePluginError,
  type PluginRegistry,
  type PluginRegistryChange,
  type PluginRegistryOptions,
  type RegisterOptions,
} from './registry.ts'
export {
  createViewLoader,
  type Loaded,
  type ViewLoader,
  type ViewLoaderOptions,
  ViewLoadTimeoutError,
} from './viewLoader.ts'
export { widgetMigratorFor } from './widgetMigrator.ts'
export { propsForView, widgetPropsErrors } from './widgetProps.ts'
