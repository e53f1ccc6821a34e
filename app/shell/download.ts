import { requestJson } from './http'

/**
 * Downloads `path` (a server address that answers with an attachment) as the signed-in user. A link
 * cannot send the bearer header, and a ticket in its address would stay in logs and the browser's
 * history, so the link carries a one-use token the server issues for this address and a minute only.
 * A failure to get the token shows the usual error notice; resolves false then.
 */
export async function downloadAs(path: string, fileName: string): Promise<boolean> {
  const [address = '', query = ''] = path.split('?')
  const issued = await requestJson<{ token: string }>('POST', '/api/auth/users/downloadToken', {
    path: address,
  })
  if (!issued.ok) return false
  const params = new URLSearchParams(query)
  params.set('download', issued.data.token)
  const link = document.createElement('a')
  link.href = `${address}?${params}`
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
  return true
}
