import { requestJson } from '../../shell/http'

/** A property of an instance as the faceplate shows it (GET /api/metadata/objects/{name}/properties). */
export interface FaceplateProperty {
  name: string
  showName: string
  type: string
  unit: string
  writable: boolean
}

/** Every property of instance `name` (its template's, its features' and its own), or the server's words. */
export async function instancePropertyList(name: string): Promise<FaceplateProperty[] | string> {
  const result = await requestJson<{ list: FaceplateProperty[] }>(
    'GET',
    `/api/metadata/objects/${encodeURIComponent(name)}/properties`,
    undefined,
    { query: { page: 1, per_page: 500 }, suppressNotice: true },
  )
  return result.ok
    ? result.data.list.map(({ name, showName, type, unit, writable }) => ({
        name,
        showName,
        type,
        unit: unit ?? '',
        writable: writable === true,
      }))
    : result.message
}
