import { type ReactNode, useCallback, useMemo, useState } from 'react'
import { Modal } from '../ui/Modal'
import type { ActionTarget, DialogRequest } from './actions/widgetHost'
import { Faceplate } from './faceplate/Faceplate'
import { RuntimePage } from './RuntimePage'

/**
 * Where a runtime page's actions lead: `openPage` as the caller decides (navigate, or switch the preview's
 * page), pop-ups and modals stacked over the page. Render `dialogs` beside the page.
 */
export function useRuntimeTarget(
  openPage: (pageId: string) => void,
  openRoute?: (path: string) => void,
): {
  target: ActionTarget
  dialogs: ReactNode
} {
  const [open, setOpen] = useState<DialogRequest[]>([])
  const target = useMemo<ActionTarget>(
    () => ({
      openPage(pageId) {
        setOpen([])
        openPage(pageId)
      },
      openDialog(request) {
        setOpen((stack) => [...stack, request])
      },
      ...(openRoute
        ? {
            openRoute(path: string) {
              setOpen([])
              openRoute(path)
            },
          }
        : {}),
    }),
    [openPage, openRoute],
  )
  const closeTop = useCallback(() => setOpen((stack) => stack.slice(0, -1)), [])
  const dialogs = open.map((dialog, index) => (
    <Modal
      // Dialogs only stack and unstack at the end, so the position is a stable key.
      // biome-ignore lint/suspicious/noArrayIndexKey: see above
      key={index}
      open
      onClose={closeTop}
      title={dialog.title || undefined}
      width={dialog.width}
      height={dialog.height}
    >
      <div
        className="runtime__dialog"
        style={{ height: Math.max(200, dialog.height - 80) }}
        data-testid="runtime-dialog"
        data-kind={dialog.kind}
      >
        {dialog.faceplate ? (
          <Faceplate instance={dialog.faceplate.instance} templateName={dialog.faceplate.templateName} />
        ) : (
          // A pop-up is small: the page's widgets fill it, not its whole design width.
          <RuntimePage pageId={dialog.pageId} target={target} instance={dialog.instance} fit="content" />
        )}
      </div>
    </Modal>
  ))
  return { target, dialogs }
}
