import { type ReactNode, useRef } from 'react'
import { Button, type icons } from '../../../ui'

type IconElement = ReturnType<typeof icons.UploadIcon>

interface Props {
  /** The `accept` list of the file dialog: '.json', 'image/png,image/jpeg,image/gif'. */
  accept: string
  onPick: (file: File) => void
  children: ReactNode
  icon?: IconElement
  variant?: 'primary' | 'default'
  size?: 'md' | 'sm'
  loading?: boolean
  disabled?: boolean
  testId?: string
}

/** A button that opens the file dialog and hands over the one chosen file. */
export function FilePicker({
  accept,
  onPick,
  children,
  icon,
  variant = 'default',
  size = 'md',
  loading,
  disabled,
  testId,
}: Props) {
  const input = useRef<HTMLInputElement>(null)
  return (
    <>
      <input
        ref={input}
        type="file"
        accept={accept}
        hidden
        data-testid={testId}
        onChange={(event) => {
          const file = event.target.files?.[0]
          // Cleared so that choosing the same file again still reports it.
          event.target.value = ''
          if (file) onPick(file)
        }}
      />
      <Button
        variant={variant}
        size={size}
        icon={icon}
        loading={loading}
        disabled={disabled}
        onClick={() => input.current?.click()}
      >
        {children}
      </Button>
    </>
  )
}
