# The Python binding (python/smgold, issue 15 item 3; label python): its unittest suite
# against the shared library libsmgold.so.0 - the seed vectors through the Model API and
# `python3 -m smgold run|check` compared byte for byte with the smgold executable, the
# lock-step checker, errors, library discovery and the ctypes mirrors against the headers
# (compiled with the project's C compiler). Included from tests/CMakeLists.txt.
if(TARGET smgold_shared)
  find_package(Python3 COMPONENTS Interpreter)
  if(Python3_FOUND)
    set(SMGOLD_PYTHON3 ${Python3_EXECUTABLE})
  else() # the test then fails saying python3 cannot be run, rather than vanishing
    set(SMGOLD_PYTHON3 python3)
  endif()
  add_test(NAME python_binding
    COMMAND ${SMGOLD_PYTHON3} -m unittest discover -v -s ${PROJECT_SOURCE_DIR}/python/tests)
  set_tests_properties(python_binding PROPERTIES LABELS python TIMEOUT 900
    ENVIRONMENT "SMGOLD_LIBRARY=$<TARGET_FILE:smgold_shared>;PYTHONPATH=${PROJECT_SOURCE_DIR}/python;SMGOLD_CLI=$<TARGET_FILE:smgold_cli>;CC=${CMAKE_C_COMPILER};PYTHONDONTWRITEBYTECODE=1")
endif()
