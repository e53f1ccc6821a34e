/**
 * BPMN 2.0 files for the workflow tests, written as a modeller would (no diagram layout needed to run).
 * `gantry:` attributes are Gantry's user-task and service-task settings.
 */
export function bpmnFile(processId: string, body: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:gantry="http://gantry.dev/schema/bpmn" id="Defs_${processId}" targetNamespace="http://gantry.dev/test">
  <bpmn:process id="${processId}" isExecutable="true">
${body}
  </bpmn:process>
</bpmn:definitions>`
}

/** start → Review (reviewer) → Decision: approve → Sign (role) → end; reject → Rejected. */
export function approvalProcess(reviewer: string, signRoleId: number, extra = ''): string {
  return bpmnFile(
    'Approval',
    `
    <bpmn:startEvent id="Start" name="Request"/>
    <bpmn:sequenceFlow id="f1" sourceRef="Start" targetRef="Review"/>
    <bpmn:userTask id="Review" name="Review" gantry:assignee="${reviewer}" gantry:formKey="form_review"${extra}/>
    <bpmn:sequenceFlow id="f2" sourceRef="Review" targetRef="Decision"/>
    <bpmn:exclusiveGateway id="Decision" name="Decision"/>
    <bpmn:sequenceFlow id="approve" name="approve" sourceRef="Decision" targetRef="Sign">
      <bpmn:conditionExpression xsi:type="bpmn:tFormalExpression">\${branch == 'approve' || amount &lt; 100}</bpmn:conditionExpression>
    </bpmn:sequenceFlow>
    <bpmn:sequenceFlow id="reject" name="reject" sourceRef="Decision" targetRef="Rejected"/>
    <bpmn:userTask id="Sign" name="Sign" gantry:candidateRoles="${signRoleId}"/>
    <bpmn:sequenceFlow id="f3" sourceRef="Sign" targetRef="Done"/>
    <bpmn:endEvent id="Done" name="Approved"/>
    <bpmn:endEvent id="Rejected" name="Rejected"/>`,
  )
}

/** start → parallel split → two user tasks of the starter → join → timer 1 s → end. */
export function parallelTimerProcess(): string {
  return bpmnFile(
    'ParallelTimer',
    `
    <bpmn:startEvent id="Start"/>
    <bpmn:sequenceFlow id="a" sourceRef="Start" targetRef="Split"/>
    <bpmn:parallelGateway id="Split"/>
    <bpmn:sequenceFlow id="b" sourceRef="Split" targetRef="Left"/>
    <bpmn:sequenceFlow id="c" sourceRef="Split" targetRef="Right"/>
    <bpmn:userTask id="Left" name="Left"/>
    <bpmn:userTask id="Right" name="Right"/>
    <bpmn:sequenceFlow id="d" sourceRef="Left" targetRef="Join"/>
    <bpmn:sequenceFlow id="e" sourceRef="Right" targetRef="Join"/>
    <bpmn:parallelGateway id="Join"/>
    <bpmn:sequenceFlow id="f" sourceRef="Join" targetRef="Wait"/>
    <bpmn:intermediateCatchEvent id="Wait" name="Wait">
      <bpmn:timerEventDefinition><bpmn:timeDuration>PT1S</bpmn:timeDuration></bpmn:timerEventDefinition>
    </bpmn:intermediateCatchEvent>
    <bpmn:sequenceFlow id="g" sourceRef="Wait" targetRef="After"/>
    <bpmn:userTask id="After" name="After the timer"/>
    <bpmn:sequenceFlow id="h" sourceRef="After" targetRef="End"/>
    <bpmn:endEvent id="End"/>`,
  )
}

/** `approvalProcess` with its diagram layout, as the editor draws and saves it. */
export function approvalWithLayout(reviewer: string, signer: string): string {
  const shape = (id: string, x: number, y: number, w: number, h: number) =>
    `<bpmndi:BPMNShape id="${id}_di" bpmnElement="${id}"><dc:Bounds x="${x}" y="${y}" width="${w}" height="${h}"/></bpmndi:BPMNShape>`
  const edge = (id: string, points: [number, number][]) =>
    `<bpmndi:BPMNEdge id="${id}_di" bpmnElement="${id}">${points.map(([x, y]) => `<di:waypoint x="${x}" y="${y}"/>`).join('')}</bpmndi:BPMNEdge>`
  const process = approvalProcess(reviewer, 0).replace(
    'gantry:candidateRoles="0"',
    `gantry:candidateUsers="${signer}"`,
  )
  const layout = `
  <bpmndi:BPMNDiagram id="D1"><bpmndi:BPMNPlane id="P1" bpmnElement="Approval">
    ${shape('Start', 150, 182, 36, 36)}${shape('Review', 240, 160, 100, 80)}${shape('Decision', 395, 175, 50, 50)}
    ${shape('Sign', 500, 160, 100, 80)}${shape('Done', 662, 182, 36, 36)}${shape('Rejected', 512, 302, 36, 36)}
    ${edge('f1', [
      [186, 200],
      [240, 200],
    ])}${edge('f2', [
      [340, 200],
      [395, 200],
    ])}${edge('approve', [
      [445, 200],
      [500, 200],
    ])}
    ${edge('reject', [
      [420, 225],
      [420, 320],
      [512, 320],
    ])}${edge('f3', [
      [600, 200],
      [662, 200],
    ])}
  </bpmndi:BPMNPlane></bpmndi:BPMNDiagram>`
  return process
    .replace(
      'xmlns:gantry=',
      'xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" xmlns:gantry=',
    )
    .replace('</bpmn:definitions>', `${layout}\n</bpmn:definitions>`)
}
