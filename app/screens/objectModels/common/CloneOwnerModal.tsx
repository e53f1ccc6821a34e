import { useLingui } from '@lingui/react/macro'
import { MESSAGES } from '../../../../engine/rules/responses'
import { notify } from '../../../ui'
import { cloneOwner, type OwnerKind } from './modelApi'
import { OwnerFormModal } from './OwnerFormModal'

interface Props {
  kind: OwnerKind
  source: { name: string; showName: string }
  onClose(): void
  /** After the copy is stored (the modal is still open: the caller closes it or moves on). */
  onCloned(name: string): void
}

/** Clone a template or an instance under a new name (suggested: `<name>_copy`). */
export function CloneOwnerModal({ kind, source, onClose, onCloned }: Props) {
  const { t, i18n } = useLingui()
  return (
    <OwnerFormModal
      title={t`Clone ${source.name}`}
      mode="clone"
      initial={{ name: `${source.name}_copy`, showName: source.showName }}
      onClose={onClose}
      onSubmit={async (values) => {
        const result = await cloneOwner(kind, source.name, { name: values.name, showName: values.showName })
        if (result.ok) {
          notify.success(i18n._(MESSAGES.createSucceeded), values.name)
          onCloned(values.name)
        }
        return result
      }}
    />
  )
}
