// The shell's shared modules are eager (see rspack.config.ts): they are already in this chunk, so
// the page starts without waiting for another request. Evaluating them all at once is one long
// task on a slow phone, though, so start-up evaluates the heaviest ones one task at a time and
// gives the browser control back in between (to paint, to handle input).
const inSeparateTasks = [
  () => import(/* webpackMode: "eager" */ 'react-dom/client'),
  () => import(/* webpackMode: "eager" */ 'react-router-dom'),
  () => import(/* webpackMode: "eager" */ 'styled-components'),
  () => import(/* webpackMode: "eager" */ '@da-boulder/shared-ui'),
  () => import(/* webpackMode: "eager" */ './bootstrap'),
];

function nextTask() {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

async function start() {
  for (const load of inSeparateTasks) {
    await nextTask();
    await load();
  }
}

void start();
