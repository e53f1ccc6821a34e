import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../http/language.ts'

/**
 * The demo plant's texts in the installation's language (issue 19: a Chinese installation met an
 * English plant). The demo is seeded at the first start, before any user has chosen a language, so the
 * language is the installation's: `GANTRY_DEMO_LANGUAGE` when set, else the server's system locale
 * (`LC_ALL`, `LC_MESSAGES`, `LANG`: zh_CN.UTF-8 gives zh-cn), else the spec's default en-us. Identifiers
 * (object, template, property and limit names, units) stay as they are: bindings and expressions use them.
 */

/** Words a demo text (its English wording) in the chosen language. */
export type Words = (english: string) => string

/** English as written. */
export const ENGLISH: Words = (english) => english

const CHINESE: Record<string, string> = {
  Pressure: '压力',
  'Volume flow': '体积流量',
  Percent: '百分比',
  'Degrees Celsius': '摄氏度',
  'Revolutions per minute': '转每分',
  Ampere: '安培',
  Pump: '泵',
  'Centrifugal pump (demo)': '离心泵（演示）',
  Running: '运行',
  Stopped: '停止',
  'Discharge pressure': '出口压力',
  Flow: '流量',
  'Bearing temperature': '轴承温度',
  Speed: '转速',
  'Discharge pressure high': '出口压力高',
  'Discharge pressure very high': '出口压力过高',
  'Flow low': '流量低',
  'Bearing temperature high': '轴承温度高',
  Tank: '储罐',
  'Storage tank (demo)': '储罐（演示）',
  Level: '液位',
  Temperature: '温度',
  'Inlet valve open': '进口阀打开',
  'Level high': '液位高',
  'Level low': '液位低',
  'Level very low': '液位过低',
  'Temperature high': '温度高',
  Motor: '电机',
  'Electric motor (demo)': '电动机（演示）',
  'Winding temperature': '绕组温度',
  Current: '电流',
  'Winding temperature high': '绕组温度高',
  'Winding temperature very high': '绕组温度过高',
  'Current high': '电流高',
  'Demo plant': '演示工厂',
  'Area A – intake': '区域 A – 取水',
  'Area B – process': '区域 B – 工艺',
  'Area A': '区域 A',
  'Area B': '区域 B',
  'Intake pump 1': '取水泵 1',
  'Intake pump 2': '取水泵 2',
  'Raw water tank': '原水罐',
  'Buffer tank': '缓冲罐',
  'Intake pump 1 motor': '取水泵 1 电机',
  'Intake pump 2 motor': '取水泵 2 电机',
  'Transfer pump 1': '输送泵 1',
  'Transfer pump 2': '输送泵 2',
  'Mixing tank': '搅拌罐',
  'Product tank': '成品罐',
  'Agitator motor': '搅拌电机',
  'Conveyor motor': '输送机电机',
  'Plant → areas → units': '工厂 → 区域 → 设备',
  'A small simulated plant: pumps, tanks and motors in two areas, with alarms and trends':
    '一个小型模拟工厂：两个区域中的泵、储罐和电机，带报警和趋势',
  Overview: '总览',
  'Overview (phone)': '总览（手机）',
  'Tank level': '储罐液位',
  'Motor winding temperature': '电机绕组温度',
  'Motor current': '电机电流',
  'Pump flow, last 10 minutes': '泵流量（最近 10 分钟）',
  'Temperatures, last hour': '温度（最近 1 小时）',
  'Motor winding': '电机绕组',
  'Pump bearing': '泵轴承',
  Alarms: '报警',
}

/** The words of a language; a text missing from a catalogue stays English. */
export function demoWords(language: Language): Words {
  if (language === 'en-us') return ENGLISH
  return (english) => CHINESE[english] ?? english
}

/** Every English text the Chinese catalogue words (for the test that the seed leaves none out). */
export const WORDED_TEXTS: readonly string[] = Object.keys(CHINESE)

/**
 * The language to seed the demo in, from the environment (see above), and a complaint when
 * `GANTRY_DEMO_LANGUAGE` names no interface language (the default is used then).
 */
export function demoLanguage(env: Record<string, string | undefined>): {
  language: Language
  problem: string | null
} {
  const chosen = env.GANTRY_DEMO_LANGUAGE?.trim().toLowerCase()
  if (chosen) {
    if ((LANGUAGES as readonly string[]).includes(chosen))
      return { language: chosen as Language, problem: null }
    return {
      language: DEFAULT_LANGUAGE,
      problem: `GANTRY_DEMO_LANGUAGE=${env.GANTRY_DEMO_LANGUAGE} is not one of ${LANGUAGES.join(', ')}; seeding the demo in ${DEFAULT_LANGUAGE}`,
    }
  }
  const system = env.LC_ALL || env.LC_MESSAGES || env.LANG || ''
  return { language: /^zh([_-]|$)/i.test(system) ? 'zh-cn' : DEFAULT_LANGUAGE, problem: null }
}
