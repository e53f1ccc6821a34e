import { beforeAll, describe, expect, test } from 'vitest'
import type { JobItem } from '../../../../app/screens/appManager/appsApi'
import {
  failedItemReasons,
  importedName,
  itemReason,
  jobDetail,
} from '../../../../app/screens/appManager/jobReasons'
import { activateShippedCatalogue } from '../../../support/shippedCatalogue'

// The reasons a job's notice gives for its failed items, with the shipped zh-cn catalogue: the item
// descriptors the server stores (server/routes/app/jobMessages.ts and friends) as the app shows them.

beforeAll(() => activateShippedCatalogue('zh-cn'))

const descriptor = (id: string, values?: Record<string, string | number>) => ({ id, message: id, values })

/** A failed import item as the server reports it: "{name} import failed", then the reasons. */
const failedImport = (name: string, ...reasons: ReturnType<typeof descriptor>[]): JobItem => ({
  kind: 'page',
  name,
  ok: false,
  message: `${name} import failed: …`,
  details: [descriptor('rules.message.namedImportFailed', { name }), ...reasons],
})

describe('failed job items in Chinese', () => {
  test('an import failure reads as its line and its reasons', () => {
    const item = failedImport(
      'Empty',
      descriptor('rules.message.createPageError'),
      descriptor('server.compose.pageNeedsBlock'),
    )
    expect(itemReason(item)).toBe('Empty 导入失败：创建页面出错; 普通页面至少需要一个布局块')
    expect(
      itemReason(failedImport('Lost', descriptor('server.app.folderNotImported', { folderId: 77 }))),
    ).toBe('Lost 导入失败：其所在文件夹 77 未能导入')
  })

  test('an upgrade failure keeps the codec diagnostic verbatim inside its frame', () => {
    const detail = 'layout context: not valid JSON (Unexpected token)'
    const item: JobItem = {
      kind: 'layout',
      name: 'Legacy / Bad',
      ok: false,
      message: `Legacy / Bad: ${detail}`,
      details: [descriptor('server.app.itemInvalidJson', { name: 'Legacy / Bad', detail })],
    }
    expect(itemReason(item)).toBe(`Legacy / Bad 不是有效的 JSON：${detail}`)
  })

  test('an item of an older server shows its English message', () => {
    const old: JobItem = {
      kind: 'page',
      name: 'Old',
      ok: false,
      message: 'Old import failed: not a page entry',
    }
    expect(itemReason(old)).toBe('Old import failed: not a page entry')
  })

  test('names the first three failed items, one a line, then counts the rest', () => {
    const items: JobItem[] = [
      { kind: 'page', name: 'Fine', ok: true, message: 'Fine import succeeded' },
      ...['A', 'B', 'C', 'D', 'E'].map((name) => failedImport(name, descriptor('server.app.notPageEntry'))),
    ]
    expect(failedItemReasons(items).split('\n')).toEqual([
      'A 导入失败：不是有效的页面条目',
      'B 导入失败：不是有效的页面条目',
      'C 导入失败：不是有效的页面条目',
      '另有 2 项',
    ])
    expect(failedItemReasons(items.slice(0, 2))).toBe('A 导入失败：不是有效的页面条目')
    expect(failedItemReasons(undefined)).toBe('')
  })
})

describe('the summary under a finished job notice', () => {
  test('leaves out what the title says and keeps the rest, in Chinese', () => {
    const partial = {
      message: 'Boiler house import succeeded; 5 of 7 items failed',
      details: [
        descriptor('rules.message.namedImportSucceeded', { name: 'Boiler house' }),
        descriptor('server.app.importFailures', { failures: 5, total: 7 }),
      ],
    }
    const text = jobDetail(partial)
    expect(text).not.toContain('Boiler house')
    expect(text).toMatch(/5/)
    expect(text).toMatch(/[\u4e00-\u9fff]/)
    const failedExport = { message: 'Export failed', details: [descriptor('rules.message.exportFailed')] }
    expect(jobDetail(failedExport)).toBe('')
    // Older jobs stored only English text: shown as it is.
    expect(jobDetail({ message: 'Upgrade failed: disk full', details: [] })).toBe('Upgrade failed: disk full')
  })
})

describe('the imported application', () => {
  test('is named as the server created it, which may differ from the file', () => {
    const details = [
      descriptor('rules.message.namedImportSucceeded', { name: 'Boiler house (2)' }),
      descriptor('server.app.importFailures', { failures: 1, total: 4 }),
    ]
    expect(importedName({ details })).toBe('Boiler house (2)')
    expect(importedName({ details: [descriptor('server.app.importFailures')] })).toBeNull()
    expect(importedName({})).toBeNull()
  })
})
