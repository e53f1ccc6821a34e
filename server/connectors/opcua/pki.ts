import { createHash, X509Certificate } from 'node:crypto'
import { existsSync } from 'node:fs'
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { OPCUACertificateManager, OPCUAClient } from 'node-opcua'

/** A certificate as the connector screen shows it. */
export interface CertificateInfo {
  /** SHA-1 of the DER form, lower-case hex (what UaExpert and node-opcua's logs call the thumbprint). */
  thumbprint: string
  subject: string
  issuer: string
  validFrom: string
  validTo: string
}

export interface ServerCertificateInfo extends CertificateInfo {
  status: 'trusted' | 'rejected'
}

/**
 * One certificate store per PKI folder for the whole process: OPC UA connectors of the built-in collector
 * share it (its own certificate, the trusted and the rejected server certificates). An unknown server
 * certificate is never trusted by itself: it lands in `rejected/` until someone trusts it.
 */
const managers = new Map<string, Promise<OPCUACertificateManager>>()

export function certificateManager(pkiFolder: string): Promise<OPCUACertificateManager> {
  let found = managers.get(pkiFolder)
  if (!found) {
    const manager = new OPCUACertificateManager({
      rootFolder: pkiFolder,
      automaticallyAcceptUnknownCertificate: false,
    })
    found = manager.initialize().then(() => manager)
    found.catch(() => managers.delete(pkiFolder))
    managers.set(pkiFolder, found)
  }
  return found
}

/** The first certificate of a DER chain (an OPC UA server may send its issuers after its own). */
export function firstCertificate(der: Buffer): Buffer {
  if (der[0] !== 0x30) return der
  const lengthByte = der[1] ?? 0
  if (lengthByte < 0x80) return der.subarray(0, 2 + lengthByte)
  const octets = lengthByte & 0x7f
  let length = 0
  for (let i = 0; i < octets; i++) length = length * 256 + (der[2 + i] ?? 0)
  return der.subarray(0, 2 + octets + length)
}

export function thumbprintOf(der: Buffer): string {
  return createHash('sha1').update(firstCertificate(der)).digest('hex')
}

/** Subject, issuer, validity and thumbprint of a certificate (DER or PEM). */
export function describeCertificate(data: Buffer): CertificateInfo {
  const pem = data.subarray(0, 11).toString() === '-----BEGIN '
  const der = pem ? new X509Certificate(data).raw : firstCertificate(data)
  const x509 = new X509Certificate(der)
  return {
    thumbprint: thumbprintOf(der),
    subject: x509.subject.replaceAll('\n', ', '),
    issuer: x509.issuer.replaceAll('\n', ', '),
    validFrom: new Date(x509.validFrom).toISOString(),
    validTo: new Date(x509.validTo).toISOString(),
  }
}

const clientCertificateFile = (pkiFolder: string) => join(pkiFolder, 'own', 'certs', 'client_certificate.pem')

/**
 * The collector's own (client) certificate, created on first use: what a plant engineer copies to the OPC UA
 * server's trust list. Answers its description and its PEM text (for download).
 */
export async function clientCertificate(pkiFolder: string): Promise<CertificateInfo & { pem: string }> {
  const file = clientCertificateFile(pkiFolder)
  if (!existsSync(file)) {
    const client = OPCUAClient.create({
      applicationName: 'Gantry',
      clientCertificateManager: await certificateManager(pkiFolder),
    })
    await client.createDefaultCertificate()
  }
  const pem = await readFile(file, 'utf8')
  return { ...describeCertificate(Buffer.from(pem)), pem }
}

async function certificatesIn(
  folder: string,
  status: ServerCertificateInfo['status'],
): Promise<(ServerCertificateInfo & { der: Buffer })[]> {
  if (!existsSync(folder)) return []
  const found: (ServerCertificateInfo & { der: Buffer })[] = []
  for (const name of await readdir(folder)) {
    if (!/\.(der|pem)$/i.test(name)) continue
    try {
      const data = await readFile(join(folder, name))
      const info = describeCertificate(data)
      const der = data.subarray(0, 11).toString() === '-----BEGIN ' ? new X509Certificate(data).raw : data
      found.push({ ...info, status, der: firstCertificate(der) })
    } catch {
      // Not a certificate (a stray file): not listed.
    }
  }
  return found
}

/** Server certificates the store knows: trusted ones, and rejected ones (unknown ones land there). */
export async function serverCertificates(
  pkiFolder: string,
): Promise<(ServerCertificateInfo & { der: Buffer })[]> {
  const manager = await certificateManager(pkiFolder)
  const trusted = await certificatesIn(manager.trustedFolder, 'trusted')
  const rejected = await certificatesIn(manager.rejectedFolder, 'rejected')
  const known = new Set(trusted.map((c) => c.thumbprint))
  return [...trusted, ...rejected.filter((c) => !known.has(c.thumbprint))].sort((a, b) =>
    a.subject.localeCompare(b.subject),
  )
}

/** Moves a known server certificate to the trusted or the rejected list; false when it is not known. */
export async function judgeServerCertificate(
  pkiFolder: string,
  thumbprint: string,
  verdict: 'trust' | 'reject',
): Promise<boolean> {
  const manager = await certificateManager(pkiFolder)
  const certificate = (await serverCertificates(pkiFolder)).find((c) => c.thumbprint === thumbprint)
  if (!certificate) return false
  if (verdict === 'trust') await manager.trustCertificate(certificate.der)
  else await manager.rejectCertificate(certificate.der)
  return true
}
