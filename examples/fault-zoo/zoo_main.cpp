// One zoo entry checked as a user checks a library: `--entry NAME` picks the
// buggy kernel, `--twin` its careful twin, `--list` prints the entries; the
// rest of the command line is plumb::check_main's (seed, cases, --html ...).
#include <cstring>
#include <iostream>
#include <string>
#include <vector>

#include <plumb/harness.h>

#include "examples/fault-zoo/zoo.h"

int main(int argc, char** argv) {
  std::string name;
  bool twin = false;
  std::vector<char*> rest;
  for (int i = 0; i < argc; ++i) {
    if (std::strcmp(argv[i], "--list") == 0) {
      for (const zoo::Entry& e : zoo::entries()) std::cout << e.name << "\t" << e.member << "\t" << e.fault << "\n";
      return 0;
    }
    if (std::strcmp(argv[i], "--entry") == 0 && i + 1 < argc) {
      name = argv[++i];
      continue;
    }
    if (std::strcmp(argv[i], "--twin") == 0) {
      twin = true;
      continue;
    }
    rest.push_back(argv[i]);
  }
  // The program's name as check_main prints it in replay lines: with the
  // entry, so that a replay line runs the same subject.
  std::string program = std::string(argv[0]) + " --entry " + name + (twin ? " --twin" : "");
  rest.front() = program.data();
  for (const zoo::Entry& e : zoo::entries())
    if (e.name == name) return plumb::check_main(int(rest.size()), rest.data(), twin ? e.twin : e.buggy);
  std::cerr << argv[0] << ": error: " << (name.empty() ? "no --entry NAME" : "no entry '" + name + "'")
            << " (--list names them)\n";
  return 2;
}
