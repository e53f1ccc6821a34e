/**
 * The page the application editor opens first: the one edited last (kept per application in this
 * browser). Other screens set it to open the editor on a given page (the business designer's forms).
 */
export const lastPageKey = (appId: number) => `gantry.designer.lastPage.${appId}`

/** Makes `pageId` the page the application editor opens next for `appId`. */
export function openNextInEditor(appId: number, pageId: string): void {
  localStorage.setItem(lastPageKey(appId), pageId)
}

/** The application editor's route for an application. */
export const editorPath = (appId: number) => `/design/industry-application-mgr/application-editor/${appId}`
