/** Industrial big data: resampling history into samples, analyses of samples, models for soft sensors. */
export * from './analysis.ts'
export * from './anomalies.ts'
export * from './correlation.ts'
export * from './describe.ts'
export * from './messages.ts'
export * from './regression.ts'
export * from './resample.ts'
