// bpmn-moddle 10 ships element types but no declaration of its entry class: the part we call.
declare module 'bpmn-moddle' {
  export class BpmnModdle {
    // biome-ignore lint/suspicious/noExplicitAny: moddle elements are dynamic, $type-tagged objects.
    fromXML(xml: string): Promise<{ rootElement: any; warnings: unknown[] }>
  }
}
