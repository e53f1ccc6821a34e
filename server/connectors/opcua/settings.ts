/** One OPC UA server the built-in collector connects to (a row of `collector_connectors`, type 'opcua'). */
export interface OpcuaConnectorSettings {
  /** What `binding.connector` names. */
  name: string
  /** e.g. opc.tcp://plc1:4840/UA/Server */
  endpoint: string
  securityMode: 'None' | 'Sign' | 'SignAndEncrypt'
  /** Basic256Sha256 whenever the mode is not None. */
  securityPolicy: 'None' | 'Basic256Sha256'
  /** Anonymous when blank. */
  username?: string
  password?: string
  /** Where the client certificate is created on first use (the data folder's pki/opcua). */
  pkiFolder?: string
  /** Publishing interval of the subscription (ms); the sampling interval is per binding. */
  publishingInterval?: number
}

export const OPCUA_MODES = ['None', 'Sign', 'SignAndEncrypt'] as const
export const OPCUA_POLICIES = ['None', 'Basic256Sha256'] as const
