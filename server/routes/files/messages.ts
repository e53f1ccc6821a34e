import type { MessageDescriptor } from '../../../engine/messages.ts'

/** What the image and upload calls answer when a request cannot be done. */
export const FILES_MESSAGES = {
  uploadNotAllowed: /*i18n*/ {
    id: 'server.files.uploadNotAllowed',
    message:
      'Only designers and system settings may upload into the image folders; others upload only their own picture (folder "avatars"); nothing stored',
  },
  folderMissingCreate: /*i18n*/ {
    id: 'server.files.folderMissingCreate',
    message: 'The image folder {folder} does not exist; create it first',
  },
  imageMissing: /*i18n*/ {
    id: 'server.files.imageMissing',
    message: 'The image {folder}/{name} does not exist',
  },
  folderExists: /*i18n*/ {
    id: 'server.files.folderExists',
    message: 'The image folder {name} already exists',
  },
  folderMissing: /*i18n*/ {
    id: 'server.files.folderMissing',
    message: 'The image folder {folder} does not exist',
  },
  notMultipart: /*i18n*/ {
    id: 'server.files.notMultipart',
    message: 'Send the file as multipart/form-data in the field "file"; nothing changed',
  },
  noFile: /*i18n*/ {
    id: 'server.files.noFile',
    message: 'The upload holds no file; send it in the field "file"; nothing changed',
  },
  formFileMissing: /*i18n*/ {
    id: 'server.files.formFileMissing',
    message: 'The form file {id} does not exist',
  },
  wrongField: /*i18n*/ {
    id: 'server.files.wrongField',
    message: 'Send the file in the field "file", not "{field}"; nothing changed',
  },
} satisfies Record<string, MessageDescriptor>
