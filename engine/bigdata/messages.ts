/** What the industrial big data area answers when a sample, experiment or release is refused. */
export const BIGDATA_MESSAGES = {
  nameRequired: /*i18n*/ { id: 'bigdata.nameRequired', message: 'The name is required' },
  nameTaken: /*i18n*/ { id: 'bigdata.nameTaken', message: 'The name {name} is already in use' },
  sampleMissing: /*i18n*/ { id: 'bigdata.sampleMissing', message: 'The sample {id} does not exist' },
  experimentMissing: /*i18n*/ {
    id: 'bigdata.experimentMissing',
    message: 'The experiment {id} does not exist',
  },
  runMissing: /*i18n*/ { id: 'bigdata.runMissing', message: 'The experiment run {id} does not exist' },
  releaseMissing: /*i18n*/ { id: 'bigdata.releaseMissing', message: 'The release {id} does not exist' },
  versionMissing: /*i18n*/ {
    id: 'bigdata.versionMissing',
    message: 'The release has no version {version}',
  },
  stale: /*i18n*/ {
    id: 'bigdata.stale',
    message: '{name} was changed by someone else since you loaded it; reload and try again',
  },
  noColumns: /*i18n*/ { id: 'bigdata.noColumns', message: 'Choose at least one property' },
  tooManyColumns: /*i18n*/ {
    id: 'bigdata.tooManyColumns',
    message: 'A sample holds at most {max} properties',
  },
  unknownProperty: /*i18n*/ { id: 'bigdata.unknownProperty', message: 'Unknown property: {name}' },
  notNumeric: /*i18n*/ {
    id: 'bigdata.notNumeric',
    message: 'The property {name} must be a number or boolean property',
  },
  badRange: /*i18n*/ { id: 'bigdata.badRange', message: 'The start of the range must be before its end' },
  tooManyRows: /*i18n*/ {
    id: 'bigdata.tooManyRows',
    message: 'The range and interval give {rows} rows; a sample holds at most {max}',
  },
  unknownColumn: /*i18n*/ {
    id: 'bigdata.unknownColumn',
    message: 'The sample has no column {column}',
  },
  columnTwice: /*i18n*/ {
    id: 'bigdata.columnTwice',
    message: 'The column {column} is both an input and the output',
  },
  badParameter: /*i18n*/ {
    id: 'bigdata.badParameter',
    message: 'The parameter {name} must be {rule}',
  },
  tooFewRows: /*i18n*/ {
    id: 'bigdata.tooFewRows',
    message: 'The regression needs at least {needed} rows where every column holds a value',
  },
  collinear: /*i18n*/ {
    id: 'bigdata.collinear',
    message: 'The inputs are linearly dependent (or constant): the regression has no single solution',
  },
  notAModel: /*i18n*/ {
    id: 'bigdata.notAModel',
    message: 'Only a successful regression run can be released as a soft sensor',
  },
  inputUnbound: /*i18n*/ {
    id: 'bigdata.inputUnbound',
    message: 'The model input {column} is not an object property',
  },
  targetIsInput: /*i18n*/ {
    id: 'bigdata.targetIsInput',
    message: 'The soft sensor cannot write into one of its own inputs ({name})',
  },
  targetTaken: /*i18n*/ {
    id: 'bigdata.targetTaken',
    message: 'The property {name} is already computed by the soft sensor {release}',
  },
} as const
