import { useLingui } from '@lingui/react/macro'
import type { ScreenProps } from '../../shell/routes/types'
import { PageHeader } from '../../ui'
import { BIG_DATA_PAGES, type BigDataPage } from './bigDataApi'
import { ExperimentsPage } from './ExperimentsPage'
import { ReleasesPage } from './ReleasesPage'
import { SamplesPage } from './SamplesPage'
import { VisionPage } from './vision/VisionPage'
import '../admin/common/admin.css'
import './bigData.css'

/** Industrial big data (S0 §2 /design/industry-big-data/:path): samples, experiments, releases, machine vision. */
export default function BigDataScreen({ params }: ScreenProps) {
  const { t } = useLingui()
  const page = (BIG_DATA_PAGES as readonly string[]).includes(params.path ?? '')
    ? (params.path as BigDataPage)
    : 'samples-mgr'
  const headers: Record<BigDataPage, { title: string; description: string }> = {
    'samples-mgr': {
      title: t`Samples`,
      description: t`Data sets cut from history: chosen properties over a time range, resampled on one interval.`,
    },
    'experiments-mgr': {
      title: t`Experiments`,
      description: t`Analyses of a sample; every run is kept with the parameters it ran with.`,
    },
    'publish-mgr-release': {
      title: t`Releases`,
      description: t`Regression models published as soft sensors: object properties computed live from their inputs.`,
    },
    'machine-vision': {
      title: t`Machine vision`,
      description: t`Image sets with labelled boxes drawn in the browser, and a model service that proposes boxes.`,
    },
  }
  return (
    <div className="admin-screen" data-testid={`bigdata-${page}`}>
      <PageHeader title={headers[page].title} description={headers[page].description} />
      {page === 'samples-mgr' ? <SamplesPage /> : null}
      {page === 'experiments-mgr' ? <ExperimentsPage /> : null}
      {page === 'publish-mgr-release' ? <ReleasesPage /> : null}
      {page === 'machine-vision' ? <VisionPage /> : null}
    </div>
  )
}
