/** What machine vision (issue 27, /design/industry-big-data/machine-vision) answers when it refuses. */
export const VISION_MESSAGES = {
  setMissing: /*i18n*/ { id: 'vision.setMissing', message: 'The image set {id} does not exist' },
  imageMissing: /*i18n*/ { id: 'vision.imageMissing', message: 'The image {id} does not exist' },
  labelRequired: /*i18n*/ { id: 'vision.labelRequired', message: 'Every label needs a name' },
  labelTwice: /*i18n*/ { id: 'vision.labelTwice', message: 'The label {name} is listed twice' },
  labelInUse: /*i18n*/ {
    id: 'vision.labelInUse',
    message: 'The label {name} is used by boxes of {count} images; remove those boxes first',
  },
  badFolder: /*i18n*/ {
    id: 'vision.badFolder',
    message: 'A folder name must be 1 to 50 characters without \\ / : * ? " < > |',
  },
  folderTwice: /*i18n*/ { id: 'vision.folderTwice', message: 'The folder {name} is listed twice' },
  folderInUse: /*i18n*/ {
    id: 'vision.folderInUse',
    message: 'The folder {name} still holds images; move or delete them first',
  },
  unknownFolder: /*i18n*/ { id: 'vision.unknownFolder', message: 'The set has no folder {name}' },
  imageTaken: /*i18n*/ {
    id: 'vision.imageTaken',
    message: 'The folder already holds an image named {name}',
  },
  noImages: /*i18n*/ { id: 'vision.noImages', message: 'Choose at least one image to upload' },
  badImage: /*i18n*/ { id: 'vision.badImage', message: '{name}: {problem}' },
  unknownLabel: /*i18n*/ { id: 'vision.unknownLabel', message: 'The set has no label {name}' },
  boxOutside: /*i18n*/ {
    id: 'vision.boxOutside',
    message: 'A box must lie inside the image ({width} × {height}) and be at least 1 pixel wide and high',
  },
  stale: /*i18n*/ {
    id: 'vision.stale',
    message: '{name} was changed by someone else since you loaded it; reload and try again',
  },
  badModelUrl: /*i18n*/ {
    id: 'vision.badModelUrl',
    message: 'The model service address must be an http:// or https:// URL',
  },
  noModel: /*i18n*/ {
    id: 'vision.noModel',
    message: 'The set has no model service: set its address first',
  },
  modelUnreachable: /*i18n*/ {
    id: 'vision.modelUnreachable',
    message: 'The model service {url} could not be reached',
  },
  modelTimeout: /*i18n*/ {
    id: 'vision.modelTimeout',
    message: 'The model service did not answer within {ms} ms',
  },
  modelStatus: /*i18n*/ {
    id: 'vision.modelStatus',
    message: 'The model service answered HTTP {status}',
  },
  modelNotJson: /*i18n*/ {
    id: 'vision.modelNotJson',
    message: 'The model service answer is not valid JSON',
  },
  modelBadShape: /*i18n*/ {
    id: 'vision.modelBadShape',
    message: 'The model service answer does not match the expected format: {problem}',
  },
} as const
