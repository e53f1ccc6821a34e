import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { Button, icons, SearchBox } from '../../../ui'
import { queryUsersByName } from '../users/usersApi'

/** A user as pickers list them (GET /api/auth/users/queryUsersByName). */
export interface UserRef {
  userId: number
  username: string
  realName: string
}

interface Props {
  /** Users already chosen: they are not offered again. */
  excluded: ReadonlySet<number>
  onPick: (user: UserRef) => void
  label: string
}

/** Finds users by username or real name and adds the chosen one. */
export function UserPicker({ excluded, onPick, label }: Props) {
  const { t } = useLingui()
  const [text, setText] = useState('')
  const [found, setFound] = useState<UserRef[] | null>(null)

  useEffect(() => {
    if (text === '') {
      setFound(null)
      return
    }
    let current = true
    void queryUsersByName(text, 8).then((result) => {
      if (current && result.ok) setFound(result.data)
    })
    return () => {
      current = false
    }
  }, [text])

  const offered = found?.filter((user) => !excluded.has(user.userId)) ?? []
  return (
    <div className="user-picker">
      <SearchBox value={text} onSearch={setText} label={label} placeholder={t`Find a user to add`} />
      {found !== null ? (
        <ul className="user-picker__results" aria-label={t`Users found`}>
          {offered.length === 0 ? (
            <li className="user-picker__empty">
              <Trans>No user to add matches.</Trans>
            </li>
          ) : (
            offered.map((user) => (
              <li key={user.userId} className="user-picker__result">
                <span>
                  <span className="cell-strong">{user.username}</span>
                  {user.realName ? <span className="admin-muted"> · {user.realName}</span> : null}
                </span>
                <Button
                  size="sm"
                  icon={<icons.PlusIcon size={14} />}
                  onClick={() => {
                    onPick(user)
                    setText('')
                  }}
                >
                  <Trans>Add</Trans>
                </Button>
              </li>
            ))
          )}
        </ul>
      ) : null}
    </div>
  )
}
