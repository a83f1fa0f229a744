// The page's own main-thread work during a Lighthouse load, unthrottled (the gather phase of Lighthouse's
// simulated throttling runs at the host's full speed): what the code controls, in milliseconds, by Lighthouse's
// task groups. Both wall time (what Lighthouse's mainthread-work-breakdown shows, divided by its multiplier) and
// CPU time (the trace's thread time, `tdur`): on a busy host the first grows with the waiting for a core, the
// second hardly does, so the CPU time is the figure to compare fixes with when the machine is shared.
import { MainThreadTasks } from 'lighthouse/core/lib/tracehouse/main-thread-tasks.js';
import { TraceProcessor } from 'lighthouse/core/lib/tracehouse/trace-processor.js';

const SCRIPTING = new Set(['scriptEvaluation', 'scriptParseCompile', 'garbageCollection']);
const STYLE_LAYOUT = new Set(['styleLayout']);

/**
 * @param {{ traceEvents: Array<Record<string, unknown>> }} trace  Lighthouse's Trace artifact
 * @param {number} [untilMs]  only tasks that start before this many ms after the time origin (e.g. the observed LCP)
 */
export function mainThreadWork(trace, untilMs = Infinity) {
  const processed = TraceProcessor.processTrace(trace);
  const tasks = MainThreadTasks.getMainThreadTasks(processed.mainThreadEvents, processed.frames, processed.timestamps.traceEnd, processed.timestamps.timeOrigin);
  const wall = { scripting: 0, styleLayout: 0, total: 0 };
  const cpu = { scripting: 0, styleLayout: 0, total: 0 };
  const add = (task, ratio) => {
    const group = task.group.id;
    const key = SCRIPTING.has(group) ? 'scripting' : STYLE_LAYOUT.has(group) ? 'styleLayout' : null;
    wall.total += task.selfTime;
    cpu.total += task.selfTime * ratio;
    if (key) {
      wall[key] += task.selfTime;
      cpu[key] += task.selfTime * ratio;
    }
    for (const child of task.children) add(child, ratio);
  };
  for (const task of tasks) {
    if (task.parent || task.startTime > untilMs) continue;
    // The top-level task's thread time over its wall time: the share of it the thread was really running.
    const { dur, tdur } = task.event;
    const ratio = typeof tdur === 'number' && typeof dur === 'number' && dur > 0 ? Math.min(1, tdur / dur) : 1;
    add(task, ratio);
  }
  const round = (values) => Object.fromEntries(Object.entries(values).map(([key, value]) => [key, Math.round(value)]));
  return { wall: round(wall), cpu: round(cpu) };
}
