import { useEffect, useState } from 'react'
import { listFeatures, listLabels, listUnits } from './modelApi'

/** The lists an editor picks from: visible units, model labels and features (loaded once per editor). */
export function useModelChoices() {
  const [units, setUnits] = useState<string[]>([])
  const [labels, setLabels] = useState<string[]>([])
  const [features, setFeatures] = useState<string[]>([])
  useEffect(() => {
    void listUnits().then((r) => r.ok && setUnits(r.data.list.map((unit) => unit.name)))
    void listLabels().then((r) => r.ok && setLabels(r.data.list.map((label) => label.labelName)))
    void listFeatures().then((r) => r.ok && setFeatures(r.data.list.map((feature) => feature.name)))
  }, [])
  return { units, labels, features }
}
