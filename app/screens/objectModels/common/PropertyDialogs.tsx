import { useLingui } from '@lingui/react/macro'
import { notify } from '../../../ui'
import { LimitsDialog } from './LimitsDialog'
import {
  addProperty,
  deleteProperty,
  type OwnerKind,
  type Property,
  propertyUsage,
  renameProperty,
  saveLimits,
  updateProperty,
} from './modelApi'
import { PropertyDialog } from './PropertyDialog'
import { DeleteUsedDialog, RenameDialog } from './UsageList'
import type { OwnerDocument } from './useOwnerDocument'

/** The property dialogs both editors open from a property's row menu (or "add"). */
export type PropertyDialogState =
  | { kind: 'property'; property: Property | null }
  | { kind: 'limits'; property: Property }
  | { kind: 'rename'; property: Property }
  | { kind: 'delete'; property: Property }

interface Props<K extends OwnerKind> {
  ownerKind: K
  owner: string
  doc: OwnerDocument<K>
  dialog: PropertyDialogState
  units: string[]
  onClose(): void
}

/**
 * Add/edit, alarm limits, rename and delete of one property of a template or an instance: each one server
 * call against the owner's version (a stale one opens the editor's conflict choice).
 */
export function PropertyDialogs<K extends OwnerKind>({
  ownerKind,
  owner,
  doc,
  dialog,
  units,
  onClose,
}: Props<K>) {
  const { t } = useLingui()
  const done = <R extends { ok: boolean } | null>(result: R, message: string): R => {
    if (result?.ok) {
      notify.success(message)
      onClose()
    }
    return result
  }

  switch (dialog.kind) {
    case 'property':
      return (
        <PropertyDialog
          property={dialog.property}
          typeLocked={dialog.property?.inherited ?? false}
          units={units}
          onClose={onClose}
          onSubmit={async (input) => {
            const { property } = dialog
            const result = property
              ? await doc.edit((version) =>
                  updateProperty(ownerKind, owner, property.name, {
                    showName: input.showName,
                    description: input.description,
                    // An inherited property keeps its template's type.
                    ...(property.inherited ? {} : { type: input.type }),
                    defaultValue: input.defaultValue,
                    unit: input.unit,
                    writable: input.writable,
                    version,
                  }),
                )
              : await doc.edit(() => addProperty(ownerKind, owner, input))
            return done(result, property ? t`Property ${input.name} saved` : t`Property ${input.name} added`)
          }}
        />
      )
    case 'limits':
      return (
        <LimitsDialog
          propName={dialog.property.name}
          unit={dialog.property.unit}
          limits={doc.model?.alertLimits[dialog.property.name] ?? []}
          onClose={onClose}
          onSubmit={async (limits) => {
            const result = await doc.edit((version) =>
              saveLimits(ownerKind, owner, dialog.property.name, limits, version),
            )
            return done(result, t`Alarm limits of ${dialog.property.name} saved`)
          }}
        />
      )
    case 'rename':
      return (
        <RenameDialog
          propName={dialog.property.name}
          loadUsage={() => propertyUsage(ownerKind, owner, dialog.property.name)}
          onClose={onClose}
          onSubmit={async (newName) => {
            const result = await doc.edit((version) =>
              renameProperty(ownerKind, owner, dialog.property.name, newName, version),
            )
            return done(result, t`Renamed to ${newName}; saved pages follow`)
          }}
        />
      )
    case 'delete':
      return (
        <DeleteUsedDialog
          title={t`Delete the property ${dialog.property.name}?`}
          loadUsage={() => propertyUsage(ownerKind, owner, dialog.property.name)}
          onClose={onClose}
          onConfirm={async () => {
            const result = await doc.edit(() => deleteProperty(ownerKind, owner, dialog.property.name))
            if (result && !result.ok) notify.error(t`Not deleted`, result.message)
            done(result, t`Property ${dialog.property.name} deleted`)
          }}
        />
      )
  }
}
