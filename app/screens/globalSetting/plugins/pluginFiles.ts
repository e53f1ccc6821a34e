/** The two files of a built plugin, told apart by their names as the kit's build-plugin writes them. */
export interface PluginFiles {
  manifest?: File
  module?: File
}

/** Sorts picked or dropped files into the manifest (`.json`) and the module (`.js`/`.mjs`). */
export function sortPluginFiles(files: readonly File[], current: PluginFiles = {}): PluginFiles {
  const sorted = { ...current }
  for (const file of files) {
    const name = file.name.toLowerCase()
    if (name.endsWith('.json')) sorted.manifest = file
    else if (name.endsWith('.js') || name.endsWith('.mjs')) sorted.module = file
  }
  return sorted
}

/** The manifest's JSON, or null when the file is not JSON. */
export async function readManifest(file: File): Promise<unknown | null> {
  try {
    return JSON.parse(await file.text())
  } catch {
    return null
  }
}
