// No async boundary: the shell's shared modules are eager (see rspack.config.ts), so they are
// already in this chunk and the page starts without waiting for another request.
import './bootstrap';
