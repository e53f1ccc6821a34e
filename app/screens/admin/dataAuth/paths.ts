/** The detail route of a data authorisation group (spec S0 §2 data-auth-detail/:name/:id). */
export function dataAuthDetailPath(group: { groupId: number; name: string }): string {
  return `/design/user-manage/data-auth-detail/${encodeURIComponent(group.name)}/${group.groupId}`
}

/** The list of data authorisation groups. */
export const DATA_AUTH_PATH = '/design/user-manage/data-auth'
