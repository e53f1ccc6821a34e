import { describe, expect, it } from 'vitest'
import {
  itemKey,
  membersChanged,
  newItemProblems,
} from '../../../../app/screens/admin/dataAuth/groupItems.ts'
import {
  isFinalPhase,
  progressPercent,
  restorePhase,
} from '../../../../app/screens/admin/system/restoreProgress.ts'
import {
  checkHomePath,
  colorInputValue,
  nextPriority,
  priorityProblems,
  priorityRecord,
  priorityRows,
  SETTINGS_MESSAGES,
} from '../../../../app/screens/admin/system/settingsRules.ts'
import { NAME_MESSAGES } from '../../../../engine/rules/names.ts'
import { VALUE_MESSAGES } from '../../../../engine/rules/valueCheckers.ts'

describe('home page path', () => {
  it('accepts app paths and refuses other sites, spaces and relative paths', () => {
    expect(checkHomePath('/hellow')).toBeNull()
    expect(checkHomePath('/application-runtime/Page_1')).toBeNull()
    for (const bad of ['hellow', '//evil.example', '/a b', '/\\\\host', '']) {
      expect(checkHomePath(bad)).toBe(SETTINGS_MESSAGES.homePath)
    }
  })
})

describe('alarm colours', () => {
  it('orders priorities numerically and back', () => {
    const rows = priorityRows({ '10': 'red', '2': '#fff', '1': 'blue' })
    expect(rows.map((row) => row.priority)).toEqual(['1', '2', '10'])
    expect(priorityRecord(rows)).toEqual({ '1': 'blue', '2': '#fff', '10': 'red' })
    expect(nextPriority(rows)).toBe('11')
    expect(nextPriority([])).toBe('1')
  })

  it('flags repeated priorities and colours the product does not accept', () => {
    const problems = priorityProblems([
      { priority: '1', color: '#f00' },
      { priority: '1', color: 'not a colour' },
      { priority: '', color: 'rgb(0, 0, 0)' },
    ])
    expect(problems.get(0)?.priority?.id).toBe(NAME_MESSAGES.uniqueName.id)
    expect(problems.get(1)?.color).toBe(SETTINGS_MESSAGES.color)
    expect(problems.get(2)?.priority).toBe(NAME_MESSAGES.emptyName)
  })

  it('shows any colour in the colour picker', () => {
    expect(colorInputValue('#ABC')).toBe('#aabbcc')
    expect(colorInputValue('#1677FF')).toBe('#1677ff')
    expect(colorInputValue('rgb(1, 2, 3)')).toBe('#000000')
  })
})

describe('data items of a group', () => {
  const items = [{ dataType: 'object', dataName: 'Tank_1', mask: '' }]

  it('needs both parts and refuses an item already in the group', () => {
    expect(newItemProblems('', 'x', items).dataType).toBe(VALUE_MESSAGES.required)
    expect(newItemProblems('object', ' Tank_1 ', items).dataName?.id).toBe(NAME_MESSAGES.uniqueName.id)
    expect(newItemProblems('object', 'Tank_2', items)).toEqual({})
  })

  it('notices changed members and masks, not their order of ids', () => {
    const saved = { userIds: [2, 1], items }
    expect(membersChanged(saved, { userIds: [1, 2], items })).toBe(false)
    expect(membersChanged(saved, { userIds: [1, 2], items: [{ ...items[0], mask: '1' } as never] })).toBe(
      true,
    )
    expect(itemKey(items[0] as never)).toBe('object/Tank_1')
  })
})

describe('restore progress', () => {
  it('names the server status values and which of them end a restore', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 9].map(restorePhase)).toEqual([
      'idle',
      'reading',
      'succeeded',
      'writing',
      'finishing',
      'failed',
      'rejected',
      'idle',
    ])
    expect(
      ['succeeded', 'failed', 'rejected', 'writing'].map((phase) => isFinalPhase(phase as never)),
    ).toEqual([true, true, true, false])
    expect([-5, 42.4, 180, 'x'].map(progressPercent)).toEqual([0, 42, 100, 0])
  })
})
