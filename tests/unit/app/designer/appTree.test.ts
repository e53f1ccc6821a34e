import { describe, expect, test, vi } from 'vitest'
import type { FolderRecord, PageSummary } from '../../../../app/screens/appManager/composeApi'
import { pollJob } from '../../../../app/screens/appManager/jobPolling'
import { allPages, buildTree, childrenOf, reorderedItems } from '../../../../app/screens/appManager/treeModel'

const folder = (id: number, parentId: number | null, sortOrder: number, name = `F${id}`): FolderRecord => ({
  id,
  appId: 1,
  parentId,
  name,
  type: 'page',
  sortOrder,
  version: 1,
})
const page = (id: string, parentId: number | null, sortOrder: number): PageSummary => ({
  id,
  appId: 1,
  parentId,
  name: id,
  type: 1,
  sortOrder,
  version: 1,
  updatedAt: '',
})

describe('application tree', () => {
  test('nests folders and pages by parent, interleaved by sort order', () => {
    const tree = buildTree(
      [folder(1, null, 1), folder(2, 1, 0)],
      [page('a', null, 0), page('b', 1, 1), page('c', 2, 0), page('orphan', 99, 5)],
    )
    expect(tree.map((n) => n.id)).toEqual(['a', 1, 'orphan'])
    expect(childrenOf(tree, 1).map((n) => n.id)).toEqual([2, 'b'])
    expect(childrenOf(tree, 2).map((n) => n.id)).toEqual(['c'])
    expect(allPages(tree).map((p) => p.id)).toEqual(['a', 'c', 'b', 'orphan'])
  })

  test('moving an item builds the order of its parent', () => {
    const tree = buildTree([folder(1, null, 1)], [page('a', null, 0), page('b', null, 2)])
    expect(reorderedItems(tree, 2, -1)).toEqual([
      { kind: 'page', id: 'a' },
      { kind: 'page', id: 'b' },
      { kind: 'folder', id: 1 },
    ])
    expect(reorderedItems(tree, 0, -1)).toBeNull()
  })
})

describe('job polling', () => {
  test('polls until the job stops running', async () => {
    const statuses = ['running', 'running', 'succeeded'] as const
    let call = 0
    const fetchStatus = vi.fn(async () => ({
      ok: true as const,
      status: 200,
      location: null,
      data: {
        appId: 1,
        kind: 'export' as const,
        status: statuses[call++] ?? 'succeeded',
        progress: call * 30,
        message: '',
        fileName: '',
      },
    }))
    const progress: number[] = []
    const result = await pollJob(fetchStatus, {
      wait: async () => {},
      onProgress: (job) => progress.push(job.progress),
    })
    expect(result).toMatchObject({ ok: true, job: { status: 'succeeded' } })
    expect(fetchStatus).toHaveBeenCalledTimes(3)
    expect(progress).toEqual([30, 60, 90])
  })

  test('a failing status call or the time limit ends the poll', async () => {
    const failing = async () => ({
      ok: false as const,
      status: 500,
      code: '500',
      message: 'boom',
      details: [],
    })
    expect(await pollJob(failing, { wait: async () => {} })).toEqual({ ok: false, message: 'boom' })
    let t = 0
    const running = async () => ({
      ok: true as const,
      status: 200,
      location: null,
      data: {
        appId: 1,
        kind: 'upgrade' as const,
        status: 'running' as const,
        progress: 0,
        message: '',
        fileName: '',
      },
    })
    const result = await pollJob(running, {
      wait: async () => {
        t += 1000
      },
      now: () => t,
      limitMs: 5000,
    })
    expect(result).toEqual({ ok: false, message: 'timeout' })
  })
})
