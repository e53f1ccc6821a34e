/** Where the factory modelling screens live (spec S0 §2). */
export const networkTreePath = (networkName: string) =>
  `/design/factory-modeling-mgr/tree/${encodeURIComponent(networkName)}`
export const NETWORKS_PATH = '/design/factory-modeling-mgr/tree'
export const ARCHITECTURE_PATH = '/design/factory-modeling-mgr/factory-production-architecture'
