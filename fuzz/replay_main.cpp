// Replays a corpus through a fuzz target without libFuzzer: every file named
// on the command line, and every file under every directory named, is fed to
// LLVMFuzzerTestOneInput once. Built with gcc in the default preset so that
// CTest replays the checked-in corpora. A violating input makes the target
// print the case and abort; here that abort ends the replay with exit status
// 1 (and the file's name), an ordinary test failure rather than a crash.
#include <csignal>
#include <cstdlib>
#include <cstdint>
#include <cstdio>
#include <unistd.h>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size);

namespace {
const char* current_file = "";
extern "C" void on_abort(int) {
  const char prefix[] = "replay: the input above violated a contract: ";
  (void)!write(2, prefix, sizeof prefix - 1);
  (void)!write(2, current_file, __builtin_strlen(current_file));
  (void)!write(2, "\n", 1);
  _exit(1);
}
}  // namespace

int main(int argc, char** argv) {
  namespace fs = std::filesystem;
  std::signal(SIGABRT, on_abort);
  setenv("PLUMB_FUZZ_SYMMETRY_EVERY", "1", 0);  // the replay runs every symmetry check
  std::vector<fs::path> files;
  for (int i = 1; i < argc; ++i) {
    const fs::path p(argv[i]);
    if (fs::is_directory(p)) {
      for (const auto& e : fs::recursive_directory_iterator(p))
        if (e.is_regular_file()) files.push_back(e.path());
    } else if (fs::is_regular_file(p)) {
      files.push_back(p);
    } else {
      std::fprintf(stderr, "replay: no such file or directory: %s\n", argv[i]);
      return 2;
    }
  }
  if (files.empty()) {
    std::fprintf(stderr, "replay: no inputs\n");
    return 2;
  }
  std::vector<std::string> names;
  for (const fs::path& f : files) names.push_back(f.string());
  for (std::size_t i = 0; i < files.size(); ++i) {
    const fs::path& f = files[i];
    current_file = names[i].c_str();
    std::ifstream in(f, std::ios::binary);
    const std::vector<char> bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    LLVMFuzzerTestOneInput(reinterpret_cast<const std::uint8_t*>(bytes.data()), bytes.size());
  }
  std::printf("%zu passed, 0 failed\n", files.size());
  return 0;
}
