# Sourced by install.sh and uninstall.sh: reads [--prefix DIR] from the arguments into $prefix
# (default /usr/local as root, ~/.local otherwise). $script names the caller in messages; $usage
# is its usage line.
prefix=""
while [ $# -gt 0 ]; do
  case "$1" in
    --prefix) [ $# -ge 2 ] || { echo "$script: --prefix needs a folder" >&2; exit 2; }; prefix=$2; shift 2 ;;
    --prefix=*) prefix=${1#--prefix=}; shift ;;
    -h|--help) echo "usage: $usage"; exit 0 ;;
    *) echo "$script: unknown argument '$1'; usage: $usage" >&2; exit 2 ;;
  esac
done
if [ -z "$prefix" ]; then
  if [ "$(id -u)" = 0 ]; then prefix=/usr/local; else prefix="$HOME/.local"; fi
fi
