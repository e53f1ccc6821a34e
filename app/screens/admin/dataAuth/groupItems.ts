import type { MessageDescriptor } from '@lingui/core'
import { checkTextLength, checkUnique } from '../../../../engine/rules/names'
import { checkValue } from '../../../../engine/rules/valueCheckers'
import type { GroupItem } from './dataGroupsApi'

/** An item's identity within a group: its type and name. */
export const itemKey = (item: Pick<GroupItem, 'dataType' | 'dataName'>) => `${item.dataType}/${item.dataName}`

/**
 * The problems of a data item about to be added: both parts required, within the server's limits
 * (200 for the type, 500 for the name), and not already in the group.
 */
export function newItemProblems(
  dataType: string,
  dataName: string,
  existing: readonly GroupItem[],
): { dataType?: MessageDescriptor; dataName?: MessageDescriptor } {
  const problems: { dataType?: MessageDescriptor; dataName?: MessageDescriptor } = {}
  const typeProblem =
    checkValue(dataType, { kind: 'none', required: true }) ?? checkTextLength(dataType.trim(), 200)
  if (typeProblem) problems.dataType = typeProblem
  const nameProblem =
    checkValue(dataName, { kind: 'none', required: true }) ??
    checkTextLength(dataName.trim(), 500) ??
    checkUnique(itemKey({ dataType: dataType.trim(), dataName: dataName.trim() }), existing.map(itemKey))
  if (nameProblem) problems.dataName = nameProblem
  return problems
}

/** Whether two saved states of a group's members and items differ (the page's unsaved-changes flag). */
export function membersChanged(
  a: { userIds: readonly number[]; items: readonly GroupItem[] },
  b: { userIds: readonly number[]; items: readonly GroupItem[] },
): boolean {
  const ids = (list: readonly number[]) => [...list].sort((x, y) => x - y).join(',')
  const items = (list: readonly GroupItem[]) => list.map((item) => `${itemKey(item)}=${item.mask}`).join('\n')
  return ids(a.userIds) !== ids(b.userIds) || items(a.items) !== items(b.items)
}
