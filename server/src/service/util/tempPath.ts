// Whether a directory is one the operating system treats as temporary: /tmp, /var/tmp, /dev/shm,
// ${java.io.tmpdir}, a Windows Temp folder. systemd's default tmpfiles.d/tmp.conf ages out entries
// of /tmp after 10 days and of /var/tmp after 30; /tmp on tmpfs and /dev/shm are empty after a
// reboot. Used by the rules on data kept there (streams-state-dir-temp, data-dir-temp).
const TEMP = /^(\/tmp|\/var\/tmp|\/dev\/shm)(\/|$)|^\$\{java\.io\.tmpdir\}|^[A-Za-z]:[\\/](Windows[\\/])?Temp([\\/]|$)/i;

export function isTempPath(path: string): boolean {
  return TEMP.test(path.trim());
}
