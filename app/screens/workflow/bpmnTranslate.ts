import { i18n } from '@lingui/core'

/*
 * zh-cn labels for bpmn-js's palette, context pad and replace menu. bpmn-js asks its `translate` service
 * for each English label; this table answers in Chinese when the app's language is zh-cn.
 */
const ZH: Record<string, string> = {
  'Activate hand tool': '启用抓手工具',
  'Activate lasso tool': '启用套索工具',
  'Activate create/remove space tool': '启用创建/删除空间工具',
  'Activate global connect tool': '启用全局连线工具',
  'Create start event': '创建开始事件',
  'Create intermediate/boundary event': '创建中间/边界事件',
  'Create end event': '创建结束事件',
  'Create gateway': '创建网关',
  'Create task': '创建任务',
  'Create data object reference': '创建数据对象引用',
  'Create data store reference': '创建数据存储引用',
  'Create expanded sub-process': '创建展开的子流程',
  'Create pool/participant': '创建池/参与者',
  'Create group': '创建分组',
  'Append end event': '追加结束事件',
  'Append gateway': '追加网关',
  'Append task': '追加任务',
  'Append intermediate/boundary event': '追加中间/边界事件',
  'Append user task': '追加用户任务',
  'Append text annotation': '追加文本注释',
  'Change element': '更改元素类型',
  'Change type': '更改类型',
  Delete: '删除',
  'Connect to other element': '连接到其他元素',
  'Connect using sequence/message flow or association': '使用顺序流/消息流或关联连接',
  'Connect using association': '使用关联连接',
  'Add lane above': '在上方添加泳道',
  'Add lane below': '在下方添加泳道',
  'Divide into two lanes': '分成两条泳道',
  'Divide into three lanes': '分成三条泳道',
  'User task': '用户任务',
  'Service task': '服务任务',
  'Script task': '脚本任务',
  Task: '任务',
  'Manual task': '手工任务',
  'Call activity': '调用活动',
  'Sub-process (collapsed)': '子流程（折叠）',
  'Sub-process (expanded)': '子流程（展开）',
  'Exclusive gateway': '排他网关',
  'Parallel gateway': '并行网关',
  'Inclusive gateway': '包容网关',
  'Start event': '开始事件',
  'End event': '结束事件',
  'Timer start event': '定时开始事件',
  'Signal start event': '信号开始事件',
  'Timer intermediate catch event': '定时中间捕获事件',
  'Timer boundary event': '定时边界事件',
  'Signal end event': '信号结束事件',
  'Terminate end event': '终止结束事件',
  'Default flow': '默认流',
  'Conditional flow': '条件流',
  'Sequence flow': '顺序流',
  'Search in diagram': '在图中搜索',
}

/** bpmn-js's translate function: `{name}` placeholders filled as bpmn-js does. */
export function translate(template: string, replacements: Record<string, string> = {}): string {
  const text = i18n.locale === 'zh-cn' ? (ZH[template] ?? template) : template
  return text.replace(/{([^}]+)}/g, (_, key: string) => replacements[key] ?? `{${key}}`)
}

/** The bpmn-js module that replaces its `translate` service. */
export const translateModule = { translate: ['value', translate] }
